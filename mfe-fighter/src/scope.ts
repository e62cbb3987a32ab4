/** Root class of every page of this remote: its stylesheet applies only inside it (postcss.config.mjs). */
export const REMOTE_SCOPE_CLASS = 'fr-mfe-fighter';
