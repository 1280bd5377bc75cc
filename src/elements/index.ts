import './strictCspZod';
import { startPageTelemetry } from './telemetry/startTelemetry';
import { defineAllElements } from './defineAllElements';

startPageTelemetry(import.meta.url);
void defineAllElements();
