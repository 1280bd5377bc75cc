import { whenPageContextElement } from './page/pageContextElement';
import { elementRegistry } from './registry';
import { startLoader } from './startLoader';

if (typeof document !== 'undefined') {
  startLoader(elementRegistry);
  const scriptUrl = import.meta.url;
  whenPageContextElement(document, () => void import('./telemetry/startTelemetry').then((telemetry) => telemetry.startPageTelemetry(scriptUrl)));
}
