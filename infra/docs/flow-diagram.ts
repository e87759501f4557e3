/**
 * The flow diagram of docs/architecture.md and what `npm run diagram -- --check` holds it to.
 *
 * @invariant flow-diagram-never-wrong The docs' flow diagram is exactly what the step tables generate
 *   for the flows it draws: a drawn flow whose steps or transitions changed, or a flow drawn that is no
 *   longer registered, fails the check. A flow registered since the diagram was last generated may be
 *   missing (the check names it, and `npm run diagram` draws it): a picture that leaves out a new flow
 *   says nothing false, so adding a flow needs no edit of the docs.
 */
import { DIAGRAM_END, DIAGRAM_START } from '../../lib/dialog/diagram';
import type { AnyFlow } from '../../lib/dialog/step';

export const FLOW_DIAGRAM_MARKERS = { start: DIAGRAM_START, end: DIAGRAM_END };

const mermaidId = (flowId: string) => flowId.replace(/\W/g, '_');

/** The Mermaid ids of the flows the document's flow diagram draws (its subgraphs). */
export function drawnFlowIds(doc: string): Set<string> {
  const start = doc.indexOf(FLOW_DIAGRAM_MARKERS.start);
  const end = doc.indexOf(FLOW_DIAGRAM_MARKERS.end);
  if (start < 0 || end < start) throw new Error(`the document has no ${FLOW_DIAGRAM_MARKERS.start} markers`);
  const section = doc.slice(start, end);
  return new Set([...section.matchAll(/^ {2}subgraph (\w+)\[/gm)].map((match) => match[1] as string));
}

/**
 * `flows` as the document draws them: the ones it has a subgraph for, in the registry's order, with
 * only the transitions between those (invariant flow-diagram-never-wrong).
 */
export function flowsAsDrawn(doc: string, flows: AnyFlow[]): AnyFlow[] {
  const drawn = drawnFlowIds(doc);
  const kept = flows.filter((flow) => drawn.has(mermaidId(flow.id)));
  const ids = new Set(kept.map((flow) => flow.id));
  const among = (to: string[] | undefined) => to?.filter((id) => ids.has(id));
  return kept.map((flow) => {
    const push = among(flow.transitions.push);
    const replace = among(flow.transitions.replace);
    return { ...flow, transitions: { ...(push ? { push } : {}), ...(replace ? { replace } : {}) } };
  });
}

/** The registered flows the document does not draw yet. */
export function undrawnFlows(doc: string, flows: AnyFlow[]): string[] {
  const drawn = drawnFlowIds(doc);
  return flows.filter((flow) => !drawn.has(mermaidId(flow.id))).map((flow) => flow.id);
}
