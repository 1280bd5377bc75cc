import * as z from 'zod/mini';
import { recordOrEmpty } from '../schemas/fieldDefaults';

/** POST site-user session: the anti-forgery token for later requests. */
export const loginResponseSchema = z.lazy(() => z.looseObject({ xsrfToken: z.string().check(z.minLength(1)) }));

/** Any body, including none: for calls whose response is not shown. */
export const anyResponseSchema = z.unknown();

/** GET performance settings: the page load id and the A/B rollout flags (a flag is on when its value is true). */
export const performanceSettingsSchema = z.lazy(() => z.looseObject({
  pageLoadId: z.string().check(z.minLength(1)),
  rollouts: recordOrEmpty(z.unknown()),
}));

/** Parsed performance settings. */
export type PerformanceSettings = z.infer<typeof performanceSettingsSchema>;
