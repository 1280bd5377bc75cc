import { useLayoutEffect, useRef, useState } from 'react';
import { reportError } from '../../core/telemetry/reportError';

/**
 * Loads an element's layer (a chunk) right after its first render and hands it to `arrive` while the element is mounted;
 * a layer that cannot load is reported under `feature`, and the hook then returns true (failed).
 */
export function useLayerAfterFirstRender<Layer>(load: () => Promise<Layer>, arrive: (layer: Layer) => void, feature: string): boolean {
  const [failed, setFailed] = useState(false);
  const latest = useRef(arrive);
  latest.current = arrive;
  useLayoutEffect(() => {
    let mounted = true;
    load().then(
      (layer) => {
        if (mounted) latest.current(layer);
      },
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
