import { useLayoutEffect, useState } from 'react';
import { reportError } from '../../core/telemetry/reportError';

/**
 * Loads an element's layer (a chunk) right after its first render and hands it to `arrive` (the first render's) while the
 * element is mounted; a layer that cannot load is reported under `feature`, and the hook then returns true (failed).
 */
export function useLayerAfterFirstRender<Layer>(load: () => Promise<Layer>, arrive: (layer: Layer) => void, feature: string): boolean {
  const [failed, setFailed] = useState(false);
  useLayoutEffect(() => {
    let mounted = true;
    load().then(
      (layer) => mounted && arrive(layer),
      (error: unknown) => {
        reportError(error, { feature });
        if (mounted) setFailed(true);
      },
    );
    return () => {
      mounted = false;
    };
  }, [load, feature]);
  return failed;
}
