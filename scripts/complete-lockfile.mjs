#!/usr/bin/env node
// This machine's npm registry mirror serves only the platform binaries it needs (linux x64/arm64), so
// `npm install` leaves the other platforms' optional binaries (darwin, win32, wasm32, ...) out of
// package-lock.json, and `npm ci` then refuses the lockfile as "out of sync". This adds the missing
// entries with the os/cpu their names declare; npm ci skips them on a non-matching platform, exactly as
// it would with the public registry. Run after any `npm install` that changes the lockfile.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'wasm32'];
const OSES = ['darwin', 'linux', 'win32', 'freebsd', 'android'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OSES.includes(p));
  const cpu = parts.find((p) => CPUS.includes(p));
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${dep}`;
    if (packages[target] || packages[`${location}/node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform binary: leave real gaps for npm to report
    packages[target] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      dev: entry.dev,
      optional: true,
    };
    if (!entry.dev) delete packages[target].dev;
    added++;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform-only optional entries`);
