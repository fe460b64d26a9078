import { describe, expect, it } from 'vitest';
import { allowedViewerAddress } from './viewer-address';

const portal = 'https://portal.example.pl';

describe('allowedViewerAddress (the viewer frame shows only the portal or the configured viewer)', () => {
  it("takes the portal's own addresses, relative or absolute", () => {
    expect(allowedViewerAddress('/imaging/viewer?token=abc', portal)).toBe('https://portal.example.pl/imaging/viewer?token=abc');
    expect(allowedViewerAddress('https://portal.example.pl/imaging/viewer?t=1', portal)).toBe('https://portal.example.pl/imaging/viewer?t=1');
  });

  it("takes the configured viewer's origin and nothing else", () => {
    expect(allowedViewerAddress('https://pacs.example.pl/viewer?StudyInstanceUIDs=1.2', portal, 'https://pacs.example.pl')).toBe('https://pacs.example.pl/viewer?StudyInstanceUIDs=1.2');
    expect(allowedViewerAddress('https://pacs.example.pl/viewer', portal)).toBeNull();
    expect(allowedViewerAddress('https://evil.example.com/phish', portal, 'https://pacs.example.pl')).toBeNull();
  });

  it('refuses tricks: protocol-relative, other schemes, look-alike hosts, other ports, nothing', () => {
    expect(allowedViewerAddress('//evil.example.com/x', portal)).toBeNull();
    expect(allowedViewerAddress('javascript:alert(1)', portal)).toBeNull();
    expect(allowedViewerAddress('data:text/html,<p>x</p>', portal)).toBeNull();
    expect(allowedViewerAddress('https://portal.example.pl.evil.com/x', portal)).toBeNull();
    expect(allowedViewerAddress('https://portal.example.pl:8443/x', portal)).toBeNull();
    expect(allowedViewerAddress('http://portal.example.pl/x', portal)).toBeNull();
    expect(allowedViewerAddress(null, portal)).toBeNull();
    expect(allowedViewerAddress('', portal)).toBeNull();
  });
});
