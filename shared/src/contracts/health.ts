export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
  migrations: number;
  /** Which data the site shows: the real public sources, the generated demo set, or none yet. */
  dataSource: 'real' | 'demo' | null;
}
