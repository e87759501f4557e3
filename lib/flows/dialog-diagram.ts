/** The diagram of this bot's flows and how they hand over to each other. */
import { flowDiagram } from '../dialog/diagram';
import { REGISTRY } from '.';

export function dialogDiagram(): string {
  return flowDiagram(Object.values(REGISTRY.flows), REGISTRY.needs);
}
