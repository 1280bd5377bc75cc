import type { Preview } from '@storybook/web-components-vite';

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

const LISTED_ONLY = new Set(['properties', 'events', 'slots', 'css custom properties', 'css shadow parts']);

/** Keeps controls for attributes only: properties, events, slots, CSS custom properties and parts from custom-elements.json are listed without a control (events reach the actions panel through their on… args). */
export const attributeControlsOnly: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => [name, LISTED_ONLY.has(String(argType.table?.category)) ? { ...argType, control: false as const } : argType]),
  );
