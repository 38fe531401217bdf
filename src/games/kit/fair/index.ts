export * from './engine';
export * from './money';
