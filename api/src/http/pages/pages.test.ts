import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../../config';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { recordNote } from '@fightrank/shared/contracts';
import { FIRST_VIEW_TOKENS } from '@fightrank/shared/routing';
import { getFighterInfo } from '../../data/repositories/fighters-repository';
import { describePage, shareCardFacts } from './describe-page';
import { renderPageDocument } from './page-document';

const html = { accept: 'text/html,application/xhtml+xml' };
const tag = (body: string, selector: RegExp) => body.match(selector)?.[1];

describe(`page documents and share cards on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  let fighterId: number;
  let eventId: number;

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into organizations (code, name) values ('UFC', 'UFC')`);
    [{ id: fighterId }] = (await db.query<{ id: number }>(
      `insert into fighters (key, name, slug, nickname, nationality, country_code)
       values ('t:1', 'Jon "<Bones>" Jones & Co', 'jon-bones-jones-co', 'Bones', 'United States', 'US') returning id::int as id`,
    )) as [{ id: number }];
    await db.query(
      `insert into fighter_ratings (fighter_id, rating, uncertainty, fan_score, peak_rating, bouts_rated, wins, losses, draws, no_contests,
                                    last_bout_date, weight_class, organization, is_active)
       values ($1, 1900.25, 40, 1820, 1950, 28, 27, 1, 0, 1, '2024-11-16', 'Heavyweight', 'UFC', true)`,
      [fighterId],
    );
    await db.query(
      `insert into ranking_entries (kind, filter_value, fighter_id, current_rank, previous_rank, score)
       values ('pound-for-pound', '', $1, 2, 2, 1820), ('weight-class', 'Heavyweight', $1, 1, 1, 1820)`,
      [fighterId],
    );
    [{ id: eventId }] = (await db.query<{ id: number }>(
      `insert into events (key, name, date, location, organization, status) values ('e:1', 'UFC 309', '2024-11-16', 'New York', 'UFC', 'completed') returning id::int as id`,
    )) as [{ id: number }];
    app = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent-fightrank-dist', publicUrl: 'https://fightrank.example' }, db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it("answers a fighter page with that fighter's title, description and Open Graph card, escaped", async () => {
    const response = await app.inject({ url: `/fighter/whatever-slug-${fighterId}`, headers: html });
    expect(response.statusCode).toBe(200);
    // The id read as the API reads it: leading zeros name the same fighter (QA, session 30).
    expect((await app.inject({ url: `/fighter/whatever-slug-00${fighterId}`, headers: html })).statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const body = response.body;
    expect(tag(body, /<title>([^<]*)<\/title>/)).toBe('Jon &quot;&lt;Bones&gt;&quot; Jones &amp; Co: #2 pound for pound | FightRank');
    expect(body).not.toContain('<Bones>');
    const description = tag(body, /<meta name="description" content="([^"]*)"/)!;
    // No source states his professional record, so the card says the count is only the bouts held (issue 15).
    expect(description).toContain('27-1-0 (1 NC) in the bouts FightRank holds');
    expect(description).toContain('Heavyweight');
    expect(description).toContain('#2 pound for pound');
    expect(tag(body, /<link rel="canonical" href="([^"]*)"/)).toBe(`https://fightrank.example/fighter/jon-bones-jones-co-${fighterId}`);
    expect(tag(body, /<meta property="og:type" content="([^"]*)"/)).toBe('profile');
    expect(tag(body, /<meta property="og:image" content="([^"]*)"/)).toBe(`https://fightrank.example/api/pages/card/${fighterId}.png`);
    expect(tag(body, /<meta property="og:image:width" content="([^"]*)"/)).toBe('1200');
    expect(tag(body, /<meta property="og:image:height" content="([^"]*)"/)).toBe('630');
    expect(tag(body, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    expect(body.match(/<title>/g)).toHaveLength(1);
  });

  it('answers unknown fighters, events and paths with 404 and a not-found page', async () => {
    for (const url of ['/fighter/nobody-999999', '/fighter/no-id-here', '/events/999999', '/no-such-page', '/rankings/nope', '/predictions/nope']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toMatch(/<title>[^<]*not found \| FightRank<\/title>/i);
    }
  });

  it('moves a bare slug naming one fighter to his canonical address (301), and offers the namesakes of a shared slug', async () => {
    const single = await app.inject({ url: '/fighter/jon-bones-jones-co', headers: html });
    expect(single.statusCode).toBe(301);
    expect(single.headers.location).toBe(`/fighter/jon-bones-jones-co-${fighterId}`);
    expect(single.body).not.toMatch(/not found/i);
    const fights = await app.inject({ url: '/fighter/JON-BONES-JONES-CO/fights', headers: html });
    expect(fights.statusCode).toBe(301);
    expect(fights.headers.location).toBe(`/fighter/jon-bones-jones-co-${fighterId}/fights`);
    // Spelled with accents as a fan may type it, folded as every slug is (QA, session 30).
    const accented = await app.inject({ url: `/fighter/${encodeURIComponent('jön-bönes-jones-cö')}`, headers: html });
    expect(accented.statusCode).toBe(301);
    expect(accented.headers.location).toBe(`/fighter/jon-bones-jones-co-${fighterId}`);

    const namesakes = await db.query<{ id: number }>(
      `insert into fighters (key, name, slug, nationality) values ('t:bs1', 'Bruno Silva', 'bruno-silva', 'Brazil'), ('t:bs2', 'Bruno Silva', 'bruno-silva', null)
       returning id::int as id`,
    );
    try {
      const choice = await app.inject({ url: '/fighter/bruno-silva', headers: html });
      expect(choice.statusCode).toBe(200);
      expect(tag(choice.body, /<title>([^<]*)<\/title>/)).toBe('Bruno Silva: 2 fighters | FightRank');
      const page = await describePage(db, { url: '/fighter/bruno-silva', origin: 'https://fightrank.example' });
      expect(page.choices).toEqual([
        { href: `/fighter/bruno-silva-${namesakes[0]!.id}`, label: 'Bruno Silva · Brazil' },
        { href: `/fighter/bruno-silva-${namesakes[1]!.id}`, label: 'Bruno Silva' },
      ]);
      const template = `<html><head></head><body><p>${FIRST_VIEW_TOKENS.intro}</p></body></html>`;
      expect(renderPageDocument(template, page.meta, page.firstView, page.choices)).toContain(
        `<p><a href="/fighter/bruno-silva-${namesakes[0]!.id}" class="underline">Bruno Silva · Brazil</a> · <a href="/fighter/bruno-silva-${namesakes[1]!.id}"`,
      );
    } finally {
      await db.query(`delete from fighters where key in ('t:bs1', 't:bs2')`);
    }
    expect((await app.inject({ url: '/fighter/bruno-silva', headers: html })).statusCode).toBe(404);
  });

  it('answers every page of the route table, "/" included, and describes ranking pages with their filter', async () => {
    for (const url of ['/', '/rankings/global', '/rankings/goat', '/about', '/favorites', `/events/${eventId}`, '/login', '/profile']) {
      expect((await app.inject({ url, headers: html })).statusCode, url).toBe(200);
    }
    const country = await app.inject({ url: '/rankings/country?c=BR&size=20', headers: html });
    expect(tag(country.body, /<title>([^<]*)<\/title>/)).toBe('Rankings by Country | FightRank');
    expect(tag(country.body, /<link rel="canonical" href="([^"]*)"/)).toBe('https://fightrank.example/rankings/country?c=BR');
    const event = await app.inject({ url: `/events/${eventId}`, headers: html });
    expect(tag(event.body, /<meta property="og:description" content="([^"]*)"/)).toBe('UFC 309 on Nov 16, 2024 in New York: every bout and result.');
  });

  it("gives every page a first view: the fighter's name and summary, the route's heading, not found for unknown pages", async () => {
    const origin = 'https://fightrank.example';
    const fighter = await describePage(db, { url: `/fighter/x-${fighterId}`, origin });
    expect(fighter.firstView).toMatchObject({
      title: 'Jon "<Bones>" Jones & Co',
      lead: '#2 pound for pound · 27-1-0 (1 NC) in the bouts FightRank holds · Heavyweight · UFC · United States',
    });
    // The fighter pages' record note is in the first view too, word for word: it is the largest text near their top.
    expect(fighter.firstView.intro).toBe(recordNote((await getFighterInfo(db, fighterId))!) ?? '');
    expect((await describePage(db, { url: `/fighter/x-${fighterId}/fights`, origin })).firstView.title).toBe('Jon "<Bones>" Jones & Co: fights');
    expect((await describePage(db, { url: '/rankings/goat', origin })).firstView).toEqual({
      title: 'GOAT Rankings',
      lead: 'The greatest mixed martial artists of all time, by GOAT score: peak rating, years at the top, wins over the best and titles. The GOAT score column shows it.',
      intro: '',
    });
    const community = await describePage(db, { url: '/community/rankings', origin });
    expect(community.firstView.intro).toMatch(/^Every fantasy-matchup vote is a head-to-head result/);
    expect((await describePage(db, { url: `/events/${eventId}`, origin })).firstView.title).toBe('UFC 309');
    for (const url of ['/no-such-page', '/fighter/nobody-999999', '/events/999999']) {
      const page = await describePage(db, { url, origin });
      expect(page.status, url).toBe(404);
      expect(page.firstView.title, url).toMatch(/not found$/);
    }
  });

  it('serves a link preview bot that sends no Accept header, but not missing files or API paths', async () => {
    expect((await app.inject({ url: `/fighter/x-${fighterId}` })).statusCode).toBe(200);
    const file = await app.inject({ url: '/missing.js' });
    expect(file.statusCode).toBe(404);
    expect(file.json().message).toMatch(/No route/);
    expect((await app.inject({ url: '/api/nope', headers: html })).json().statusCode).toBe(404);
  });

  it('draws a 1200×630 PNG share card for a fighter, the same bytes on a second ask, and 4xx for anything else', async () => {
    const card = await app.inject(`/api/pages/card/${fighterId}.png`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    // 1200×630: the IHDR chunk holds the width and height right after the signature.
    expect([card.rawPayload.readUInt32BE(16), card.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await app.inject(`/api/pages/card/${fighterId}.png`)).rawPayload.equals(card.rawPayload)).toBe(true);
    expect(shareCardFacts((await getFighterInfo(db, fighterId))!)).toEqual({
      id: fighterId,
      name: 'Jon "<Bones>" Jones & Co',
      countryCode: 'US',
      rank: '#2 pound for pound',
      record: '27-1-0',
    });
    for (const url of ['/api/pages/card/999999.png', '/api/pages/card/0.png', '/api/pages/card/1.svg', '/api/pages/card/abc.png']) {
      expect((await app.inject(url)).statusCode, url).toBeGreaterThanOrEqual(400);
      expect((await app.inject(url)).statusCode, url).toBeLessThan(500);
    }
  });

  it('draws an avatar for a fighter and 404s for others', async () => {
    const avatar = await app.inject(`/api/pages/avatar/${fighterId}.svg`);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/svg+xml');
    expect(avatar.body).toContain('>JC</text>');
    expect(avatar.body).not.toContain('<Bones>');
    expect((await app.inject('/api/pages/avatar/999999.svg')).statusCode).toBe(404);
    expect((await app.inject('/api/pages/avatar/abc.svg')).statusCode).toBe(400);
  });
});

describe('renderPageDocument', () => {
  const slot = `<body><div id="root"><main><div data-first-view=""><h1>${FIRST_VIEW_TOKENS.title}</h1><p>${FIRST_VIEW_TOKENS.lead}</p><p>${FIRST_VIEW_TOKENS.intro}</p></div></main></div></body>`;
  const meta = {
    title: 't',
    description: 'd',
    canonicalUrl: 'https://a.example/',
    imageUrl: 'https://a.example/i.svg',
    imageAlt: 'a',
    type: 'website',
  } as const;

  it("fills the first view's heading, lead and intro, escaped, and never re-reads a token inside a name", () => {
    const out = renderPageDocument(`<html><head></head>${slot}</html>`, meta, {
      title: `<b>Jon</b> "Bones" ${FIRST_VIEW_TOKENS.lead}`,
      lead: '$& #1 pound for pound',
      intro: "FightRank holds <i>13</i> $'",
    });
    expect(out).toContain(`<h1>&lt;b&gt;Jon&lt;/b&gt; &quot;Bones&quot; ${FIRST_VIEW_TOKENS.lead}</h1>`);
    expect(out).toContain('<p>$&amp; #1 pound for pound</p>');
    expect(out).toContain('<p>FightRank holds &lt;i&gt;13&lt;/i&gt; $&#39;</p>');
    expect(out).not.toContain(FIRST_VIEW_TOKENS.title);
  });

  it('leaves a template without a first-view slot as it is, and never leaves tokens unfilled', () => {
    expect(renderPageDocument('<html><head></head><body><div id="root"></div></body></html>', meta, { title: 'T', lead: 'L', intro: '' })).toContain(
      '<div id="root"></div>',
    );
    const unfilled = renderPageDocument(`<html><head></head>${slot}</html>`, meta);
    expect(unfilled).not.toMatch(/%%FIRST_VIEW_/);
  });

  it("replaces the template's title and description instead of doubling them, and keeps $ patterns literal", () => {
    const template = '<html><head><meta charset="utf-8" /><meta name="description" content="old" /><title>Old</title></head><body></body></html>';
    const out = renderPageDocument(template, {
      title: "$& $' Fighter\u0000",
      description: 'x',
      canonicalUrl: 'https://a.example/',
      imageUrl: 'https://a.example/i.svg',
      imageAlt: 'a',
      type: 'website',
    });
    expect(out).not.toContain('Old');
    expect(out).not.toContain('content="old"');
    expect(out).toContain('<title>$&amp; $&#39; Fighter</title>');
    expect(out.indexOf('<meta charset')).toBeLessThan(out.indexOf('<title>'));
  });
});
