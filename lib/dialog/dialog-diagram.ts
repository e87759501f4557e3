/** The diagram of this bot's flows and how they hand over to each other. */
import { flowDiagram } from './diagram';
import { FLOWS } from './flows';

export function dialogDiagram(): string {
  return flowDiagram(Object.values(FLOWS));
}
