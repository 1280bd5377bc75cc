import { defineAllElements } from './defineAllElements';

defineAllElements();
