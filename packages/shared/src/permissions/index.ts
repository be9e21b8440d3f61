export * from './routes';
export * from './prefixes';
export * from './matrix';
export * from './menus';
export * from './reach';
export * from './impersonation';
