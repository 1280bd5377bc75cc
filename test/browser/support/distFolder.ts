/** The build the browser suite runs against, served under /dist/: STOREFRONT_DIST (dist-lite in npm run test:browser:lite). Default 'dist'. */
export const distFolder = process.env.STOREFRONT_DIST ?? 'dist';
