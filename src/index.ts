import './elements/index';

export { VERSION } from './core/version';
