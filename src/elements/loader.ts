import { whenPageContextElement } from './page/pageContextElement';
import { startLoader } from './startLoader';

if (typeof document !== 'undefined') {
  startLoader();
  const scriptUrl = import.meta.url;
  whenPageContextElement(document, () => void import('./telemetry/startTelemetry').then((telemetry) => telemetry.startPageTelemetry(scriptUrl)));
}
