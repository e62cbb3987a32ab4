// GET /api/health (liveness, read by the shell's demo banner and About page) and GET /api/ready
// (readiness, for load balancers and deploys). Contract of the API and of shared/src/queries.
import { Type, type Static } from 'typebox';
import { EnvelopeOf } from './common-schemas';

const DatabaseKind = Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]);

export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: DatabaseKind,
  /** Migrations applied, as last read from the database. */
  migrations: Type.Integer({ minimum: 0 }),
  /** Which data the site shows: the real public sources, the generated demo set, or none yet. */
  dataSource: Type.Union([Type.Literal('real'), Type.Literal('demo'), Type.Null()]),
  /** False while the database cannot be reached: the process is alive, the figures above are the last known. */
  databaseReachable: Type.Boolean(),
});
export type Health = Static<typeof HealthSchema>;
export const HealthResponse = EnvelopeOf(HealthSchema);

export const ReadinessSchema = Type.Object({
  status: Type.Literal('ready'),
  database: DatabaseKind,
  migrations: Type.Integer({ minimum: 0 }),
});
export type Readiness = Static<typeof ReadinessSchema>;
export const ReadinessResponse = EnvelopeOf(ReadinessSchema);
