import { apiFetch } from './client';
import type { Envelope, PageViewReport, PageViewSummary } from '../contracts';

/** Reports one page view; keepalive lets it finish when the visitor leaves at once. */
export const reportPageView = (report: PageViewReport) => apiFetch<void>('/api/page-views', { method: 'POST', body: report, keepalive: true });

export const getPageViewSummary = (signal?: AbortSignal) => apiFetch<Envelope<PageViewSummary>>('/api/page-views/summary', { signal }).then((r) => r.data);
