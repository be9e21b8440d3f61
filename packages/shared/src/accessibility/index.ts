export * from './rgaa';
export * from './statement';
export * from './document';
