import { describe, expect, it } from 'vitest';
import { CIVILITIES, CIVILITY_LABELS } from './civilities';
import { CONTENT_CODES, CONTENT_CODE_LABELS, CONTENT_PAGE_PATHS, isContentCode } from './content';
import {
  PROFILES,
  PROFILE_CODES,
  PROFILE_LABELS,
  isProfile,
  isProfileCode,
  profileCode,
  profileOf,
} from './profiles';
import * as statuses from './statuses';
import {
  UPLOAD_TYPES,
  uploadAccept,
  uploadFormatList,
  uploadRefusal,
  uploadTypeOfFileName,
  uploadTypeOfMime,
} from './uploads';

describe('profiles', () => {
  it('hold the five codes with their French labels', () => {
    expect(PROFILE_CODES).toEqual([
      'profile_admin',
      'profile_manager',
      'profile_provider',
      'profile_beneficiary',
      'profile_hr',
    ]);
    expect(PROFILE_LABELS).toEqual({
      profile_admin: 'Administrateur',
      profile_manager: 'Gestionnaire',
      profile_provider: 'Prestataire',
      profile_beneficiary: 'Bénéficiaire',
      profile_hr: 'Valideur RH',
    });
  });

  it('convert between codes and short names both ways', () => {
    expect(PROFILE_CODES.map(profileOf)).toEqual(PROFILES);
    expect(PROFILES.map(profileCode)).toEqual(PROFILE_CODES);
    expect(profileOf('profile_hr')).toBe('hr');
    expect(profileCode('beneficiary')).toBe('profile_beneficiary');
  });

  it('recognise valid values only', () => {
    expect(isProfileCode('profile_admin')).toBe(true);
    expect(isProfileCode('admin')).toBe(false);
    expect(isProfile('admin')).toBe(true);
    expect(isProfile('profile_admin')).toBe(false);
    expect(isProfile(undefined)).toBe(false);
  });
});

describe('enumerations of spec §3', () => {
  it('hold the values of the spec', () => {
    expect(statuses.SESSION_STATUSES).toEqual([
      'PROGRAMMED',
      'REALIZED',
      'REPORTED',
      'CANCELED',
      'VALIDATED_MANAGER',
      'CLOSED',
    ]);
    expect(statuses.REPORT_STATUSES).toEqual(['IN_PROGRESS', 'COMPLETED', 'VALIDATED']);
    expect(statuses.MODALITIES).toEqual(['ONSITE', 'REMOTE', 'BOTH']);
    expect(statuses.REGISTRATION_STATUSES).toEqual([
      'REQUESTED',
      'PRE_REGISTERED',
      'REGISTERED',
      'CANCELED',
      'REFUSED_HR',
      'REFUSED_SUPPLIER',
      'PRESENT',
      'PARTIAL_ABSENCE',
      'ABSENCE',
    ]);
    expect(statuses.AVAILABILITIES).toEqual(['AVAILABLE', 'LAST_PLACES', 'FULL']);
    expect(statuses.SURVEY_STATUSES).toEqual(['OPEN', 'CLOSED']);
    expect(statuses.SURVEY_FILL_STATUSES).toEqual(['UNFILLED', 'FILLED']);
    expect(statuses.CONTACT_CATEGORIES).toEqual([
      'REGISTRATION',
      'FOLLOWUP',
      'ACCOUNT',
      'HR',
      'LAB',
      'DOCUMENT',
      'NEEDS',
      'OTHER',
    ]);
  });

  it('label a postponed session "Reportée" and a request as spec §4 does', () => {
    expect(statuses.SESSION_STATUS_LABELS.REPORTED).toBe('Reportée');
    expect(statuses.REGISTRATION_STATUS_LABELS.REQUESTED).toBe("Demande d'inscription");
  });

  it('label every value of every enumeration, and nothing else', () => {
    const pairs: [readonly string[], Record<string, string>][] = [
      [statuses.SESSION_STATUSES, statuses.SESSION_STATUS_LABELS],
      [statuses.REPORT_STATUSES, statuses.REPORT_STATUS_LABELS],
      [statuses.MODALITIES, statuses.MODALITY_LABELS],
      [statuses.REGISTRATION_STATUSES, statuses.REGISTRATION_STATUS_LABELS],
      [statuses.AVAILABILITIES, statuses.AVAILABILITY_LABELS],
      [statuses.SURVEY_STATUSES, statuses.SURVEY_STATUS_LABELS],
      [statuses.SURVEY_FILL_STATUSES, statuses.SURVEY_FILL_STATUS_LABELS],
      [statuses.CONTACT_CATEGORIES, statuses.CONTACT_CATEGORY_LABELS],
      [CONTENT_CODES, CONTENT_CODE_LABELS],
      [CIVILITIES, CIVILITY_LABELS],
    ];
    for (const [values, labels] of pairs) {
      expect(Object.keys(labels)).toEqual([...values]);
      for (const value of values) expect(labels[value]?.trim()).not.toBe('');
    }
  });
});

describe('content codes', () => {
  it('are the nine codes of spec §2', () => {
    expect(CONTENT_CODES).toEqual([
      'format',
      'lab',
      'condition',
      'about',
      'accessibility',
      'legal',
      'cookies',
      'cgu',
      'message',
    ]);
    expect(isContentCode('cgu')).toBe(true);
    expect(isContentCode('CGU')).toBe(false);
    expect(isContentCode('toString')).toBe(false);
    expect(CONTENT_PAGE_PATHS.legal).toBe('/legal_mentions');
  });
});

describe('civilities', () => {
  it('abbreviate as in French', () => {
    expect(CIVILITY_LABELS).toEqual({ MR: 'M.', MRS: 'Mme' });
  });
});

describe('upload types', () => {
  it('cover images, pdf and plain text', () => {
    expect(UPLOAD_TYPES).toEqual(['jpeg', 'png', 'webp', 'gif', 'pdf', 'text']);
  });

  it('recognise MIME types', () => {
    expect(uploadTypeOfMime('image/jpeg')).toBe('jpeg');
    expect(uploadTypeOfMime('text/plain; charset=utf-8')).toBe('text');
    expect(uploadTypeOfMime('APPLICATION/PDF')).toBe('pdf');
    expect(uploadTypeOfMime('image/svg+xml')).toBeNull();
    expect(uploadTypeOfMime('text/html')).toBeNull();
  });

  it('recognise file extensions', () => {
    expect(uploadTypeOfFileName('photo.JPG')).toBe('jpeg');
    expect(uploadTypeOfFileName('photo.jpeg')).toBe('jpeg');
    expect(uploadTypeOfFileName('notes.txt')).toBe('text');
    expect(uploadTypeOfFileName('archive.tar.gz')).toBeNull();
    expect(uploadTypeOfFileName('sans-extension')).toBeNull();
  });

  it('refuse an upload whose name misstates its content, or of a type not accepted', () => {
    expect(uploadRefusal('photo.PNG', 'png')).toBeNull();
    expect(uploadRefusal('notes.txt', 'text', ['text', 'pdf'])).toBeNull();
    expect(uploadRefusal('shell.png', 'text')).toBe('nameMismatch');
    expect(uploadRefusal('rapport.pdf', 'jpeg')).toBe('nameMismatch');
    expect(uploadRefusal('dessin.svg', 'text')).toBe('format');
    expect(uploadRefusal('page.html', 'text')).toBe('format');
    expect(uploadRefusal('sans-extension', 'pdf')).toBe('format');
    expect(uploadRefusal('programme.pdf', null)).toBe('format');
    expect(uploadRefusal('notes.txt', 'text', ['pdf'])).toBe('format');
  });

  it('build the accept attribute and the expected-format list', () => {
    expect(uploadAccept(['pdf'])).toBe('application/pdf,.pdf');
    expect(uploadFormatList(['jpeg', 'png'])).toBe('.jpg, .jpeg, .png');
  });
});
