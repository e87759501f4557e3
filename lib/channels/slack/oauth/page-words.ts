/**
 * The Add to Slack pages' words in each language the bot speaks, and the language a browser asks for.
 * GAP (issue 28): a catalogue of its own until lib/words holds the catalogues; its keys are the ones
 * to move there (`oauth.*`).
 *
 * @invariant oauth-pages-in-browser-language A page is in the first language of the browser's Accept-Language that the business offers
 *   (by its primary tag: `es-US` is Spanish), weighed by its q-values; the business's own (English by default) otherwise.
 */
import type { Language } from '../../../config/shapes';

/** The refusals an install can end in (handler.ts names them). */
type Refusal = 'cancelled' | 'state' | 'org-wide' | 'failed';

export interface PageWords {
  installTitle: (business: string) => string;
  installHeading: (business: string) => string;
  /** HTML: the business's name comes escaped; `<code>` is the page's. */
  installIntro: (business: string) => string;
  keptHeading: string;
  kept: (business: string) => string[];
  addLabel: (business: string) => string;
  addButton: string;
  installedTitle: (business: string) => string;
  installedHeading: (business: string, where: string | undefined) => string;
  /** HTML paragraphs: how to start. */
  installedHowTo: string[];
  refusals: Record<Refusal, { title: string; text: string }>;
  backToInstall: string;
  logoAlt: (business: string) => string;
  helpAndPrivacy: string;
  helpEmail: (address: string) => string;
  helpPage: string;
  privacy: string;
}

export const PAGE_WORDS: Record<Language, PageWords> = {
  en: {
    installTitle: (business) => `Add ${business} to Slack`,
    installHeading: (business) => `Add ${business} to your Slack`,
    installIntro: (
      business,
    ) => `Your team books laundry and dry-cleaning pickups with ${business} by chatting with the app in Slack:
<code>/laundry</code> in a direct message or a channel, and your orders on the app's Home tab.`,
    keptHeading: 'What the app keeps',
    kept: (business) => [
      "This workspace's installation: its name and id, the app's access token (encrypted), and who installed it and when.",
      `For each person who orders: where their conversation with the app is, and their sign-in to ${business} (encrypted).`,
      `The orders placed, with who placed them. Removing the app deletes everything else it kept of this workspace; the orders stay on record with ${business}.`,
    ],
    addLabel: (business) => `Add ${business} to Slack`,
    addButton: 'Add to Slack',
    installedTitle: (business) => `${business} is in your Slack`,
    installedHeading: (business, where) => `${business} is added${where ? ` to ${where}` : ''}`,
    installedHowTo: [
      `To order, type <code>/laundry</code> in Slack, in a direct message with the app or in any channel.
The app's Home tab shows your recent orders.`,
      `A channel can order on your company's account: sign in once in your direct message with the app,
then type <code>/laundry link</code> in that channel.`,
    ],
    refusals: {
      cancelled: {
        title: 'Not added to Slack',
        text: 'You cancelled, so the app was not added to your Slack and nothing was kept.',
      },
      state: {
        title: 'This install link is no longer valid',
        text: 'The link was already used, has expired, or did not come from this page, so nothing was installed. Start again from the install page.',
      },
      'org-wide': {
        title: 'Install it in a workspace, not the whole organization',
        text: "The app is added one workspace at a time, not to a whole Enterprise Grid organization, so nothing was installed. Start again from the install page and pick a workspace at Slack's prompt.",
      },
      failed: {
        title: 'Slack did not complete the install',
        text: 'Slack did not confirm the install, so nothing was kept. Start again from the install page.',
      },
    },
    backToInstall: 'Back to the install page',
    logoAlt: (business) => `${business} logo`,
    helpAndPrivacy: 'Help and privacy',
    helpEmail: (address) => `Help: ${address}`,
    helpPage: 'Help and support',
    privacy: 'Privacy policy',
  },
  es: {
    installTitle: (business) => `Agregue ${business} a Slack`,
    installHeading: (business) => `Agregue ${business} a su Slack`,
    installIntro: (
      business,
    ) => `Su equipo pide recogidas de lavandería y tintorería a ${business} chateando con la app en Slack:
<code>/laundry</code> en un mensaje directo o en un canal, y sus pedidos en la pestaña Inicio de la app.`,
    keptHeading: 'Qué guarda la app',
    kept: (business) => [
      'La instalación de este espacio de trabajo: su nombre e id, el token de acceso de la app (cifrado), y quién la instaló y cuándo.',
      `De cada persona que pide: dónde está su conversación con la app, y su sesión en ${business} (cifrada).`,
      `Los pedidos hechos, con quién los hizo. Al quitar la app se borra todo lo demás que guardó de este espacio de trabajo; los pedidos quedan registrados en ${business}.`,
    ],
    addLabel: (business) => `Agregar ${business} a Slack`,
    addButton: 'Agregar a Slack',
    installedTitle: (business) => `${business} está en su Slack`,
    installedHeading: (business, where) => `${business} se agregó${where ? ` a ${where}` : ''}`,
    installedHowTo: [
      `Para pedir, escriba <code>/laundry</code> en Slack, en un mensaje directo con la app o en cualquier canal.
La pestaña Inicio de la app muestra sus pedidos recientes.`,
      `Un canal puede pedir con la cuenta de su empresa: inicie sesión una vez en su mensaje directo con la app,
y luego escriba <code>/laundry link</code> en ese canal.`,
    ],
    refusals: {
      cancelled: {
        title: 'No se agregó a Slack',
        text: 'Usted canceló, así que la app no se agregó a su Slack y no se guardó nada.',
      },
      state: {
        title: 'Este enlace de instalación ya no es válido',
        text: 'El enlace ya se usó, venció o no vino de esta página, así que no se instaló nada. Empiece de nuevo desde la página de instalación.',
      },
      'org-wide': {
        title: 'Instálela en un espacio de trabajo, no en toda la organización',
        text: 'La app se agrega a un espacio de trabajo a la vez, no a toda una organización de Enterprise Grid, así que no se instaló nada. Empiece de nuevo desde la página de instalación y elija un espacio de trabajo cuando Slack lo pida.',
      },
      failed: {
        title: 'Slack no completó la instalación',
        text: 'Slack no confirmó la instalación, así que no se guardó nada. Empiece de nuevo desde la página de instalación.',
      },
    },
    backToInstall: 'Volver a la página de instalación',
    logoAlt: (business) => `Logo de ${business}`,
    helpAndPrivacy: 'Ayuda y privacidad',
    helpEmail: (address) => `Ayuda: ${address}`,
    helpPage: 'Ayuda y soporte',
    privacy: 'Política de privacidad',
  },
};

/**
 * The language of a page for a browser's Accept-Language (invariant oauth-pages-in-browser-language).
 * @example pageLanguage('es-US,es;q=0.9,en;q=0.8', ['en', 'es']) // 'es'
 * @example pageLanguage('es-US', ['en']) // 'en'
 * @example pageLanguage('fr', ['en', 'es']) // 'en'
 */
export function pageLanguage(acceptLanguage: string | undefined, offered: readonly Language[]): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranked) {
    const language = offered.find((code) => code === primary);
    if (language) return language;
  }
  return offered[0] ?? 'en';
}
