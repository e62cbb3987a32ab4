export * from './remotes';
