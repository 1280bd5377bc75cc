import './base/strictCspZod';
import { defineAllElements } from './defineAllElements';

defineAllElements();
