/* eslint-disable @typescript-eslint/no-unused-vars -- declaration merging needs the type parameter names of @types/react */
import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    /** Shadow part name (`::part()`), passed to the DOM as the `part` attribute. */
    part?: string;
  }
  interface SVGAttributes<T> {
    /** Shadow part name (`::part()`), passed to the DOM as the `part` attribute. */
    part?: string;
  }
}
