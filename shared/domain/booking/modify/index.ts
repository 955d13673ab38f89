export * from './modify-record';
export * from './addon-sync';
export * from './stay-comparison';
