export * from './client';
export * from './deadline';
export * from './errors';
export * from './port';
export * from './query-string';
export * from './schemas';
