import { describe, expect, it } from 'vitest';
import { newsroomHash, newsroomPageFromHash, type NewsroomPage } from './newsroom-page';

// Content spec §7 "Newsroom": "newsroom list by path with page size from URL hash, default 15".
describe('newsroomPageFromHash', () => {
  it.each<[string, NewsroomPage]>([
    ['', { size: 15, page: 1, category: '' }],
    ['#', { size: 15, page: 1, category: '' }],
    ['#main', { size: 15, page: 1, category: '' }],
    ['#size=30', { size: 30, page: 1, category: '' }],
    ['#size=30&page=3&category=awards', { size: 30, page: 3, category: 'awards' }],
    ['#size=0', { size: 15, page: 1, category: '' }],
    ['#size=61', { size: 15, page: 1, category: '' }],
    ['#size=60', { size: 60, page: 1, category: '' }],
    ['#size=2.5&page=-2', { size: 15, page: 1, category: '' }],
    ['#category=<script>', { size: 15, page: 1, category: '' }],
  ])('%s', (hash, expected) => {
    expect(newsroomPageFromHash(hash)).toEqual(expected);
  });
});

describe('newsroomHash', () => {
  it.each<[NewsroomPage, string]>([
    [{ size: 15, page: 1, category: '' }, ''],
    [{ size: 15, page: 2, category: '' }, '#page=2'],
    [{ size: 30, page: 1, category: 'openings' }, '#size=30&category=openings'],
  ])('%j', (page, expected) => {
    expect(newsroomHash(page)).toBe(expected);
    expect(newsroomPageFromHash(expected)).toEqual(page);
  });
});
