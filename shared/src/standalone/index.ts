export * from './mount-standalone';
