// Shapes of what the API sends and receives. The api validates against these and the browser apps
// type their calls with them, so a change here is a change to the public contract of both sides.
export * from './envelope';
export * from './common-schemas';
export * from './health-schemas';
export * from './auth-schemas';
export * from './account-rules';
export * from './display-name';
export * from './fighters-schemas';
export * from './fighter-search';
export * from './events-schemas';
export * from './rankings';
export * from './rankings-schemas';
export * from './fighter-slug';
export * from './record-note';
export * from './page-views-schemas';
export * from './community-schemas';
export * from './predictions-schemas';
export * from './operator-schemas';
export * from './fighter-nickname';
