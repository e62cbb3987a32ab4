// Routes mark POSTs that change nothing with `config: { xsrf: false }`; the accounts engineer's XSRF plugin reads it.
// Declared here so those routes typecheck before that plugin lands; identical to its declaration, so both merge.
export {};

declare module 'fastify' {
  interface FastifyContextConfig {
    xsrf?: boolean;
  }
}
