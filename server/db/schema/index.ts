export * from './geo';
export * from './accounts';
export * from './content';
export * from './gate';
export * from './taxonomy';
export * from './files';
export * from './home';
export * from './exports';
