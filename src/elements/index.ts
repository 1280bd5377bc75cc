import './base/strictCspZod';
import { startPageTelemetry } from './base/startTelemetry';
import { defineAllElements } from './defineAllElements';

startPageTelemetry(import.meta.url);
void defineAllElements();
