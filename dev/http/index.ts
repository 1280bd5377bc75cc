export * from './HttpError';
export * from './cookies';
export * from './readBody';
export * from './Router';
