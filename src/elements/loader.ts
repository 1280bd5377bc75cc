import { whenPageContextElement } from './base/pageContextElement';
import { startLoader } from './startLoader';

if (typeof document !== 'undefined') {
  startLoader();
  const scriptUrl = import.meta.url;
  whenPageContextElement(document, () => void import('./base/startTelemetry').then((telemetry) => telemetry.startPageTelemetry(scriptUrl)));
}
