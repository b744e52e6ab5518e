import { describe, expect, it } from 'vitest';
import { readsAsStaff } from './staff-names';

describe('readsAsStaff', () => {
  it.each([
    'admin',
    'Administrator',
    'Moderator',
    'Nestly',
    'staff',
    'Nestly Admin',
    'The Admin Team',
    'Sysadmin',
    'NestlyAdmin',
    // case, spaces, punctuation and invisible characters
    'ADMIN',
    'a d m i n',
    'a.d.m.i.n',
    'N_e-s.t l y',
    'Ad\u200Bmin',
    'xXadminXx',
    'Staff!',
    // digits and signs typed for letters
    '4dm1n',
    '@dm!n',
    'adm|n',
    'ADMlN',
    'M0der4tor',
    '$taff',
    '5TAFF',
    'N3stly',
    'nest1y',
    'St4ff',
    // look-alike letters from other scripts, accents, full-width and mathematical letters
    'Аdmin',
    'Admіn',
    'ΑDΜΙΝ',
    'Ádmín',
    'Nëstly',
    'ａｄｍｉｎ',
    '𝐀𝐝𝐦𝐢𝐧',
    'ᴀᴅᴍɪɴ',
    'Мoderator',
  ])('%s reads as staff', (name) => {
    expect(readsAsStaff(name)).toBe(true);
  });

  it.each([
    'Emma C.',
    'Liam N.',
    'Olivia',
    'Badminton Mum',
    'Admiral Mum',
    'Moderately tired dad',
    'Nest builder',
    'Stiff Upper Lip',
    '',
    '   ',
    'Zoë',
    'Ådmund',
  ])('%s does not', (name) => {
    expect(readsAsStaff(name)).toBe(false);
  });
});
