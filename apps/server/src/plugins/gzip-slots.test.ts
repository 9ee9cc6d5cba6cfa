import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fillGzipSlots, gzipWithSlots } from './gzip-slots.ts';

describe('gzip with nonce slots', () => {
  const template = Buffer.from(
    `${'<link rel="modulepreload" href="/assets/a.js" nonce="AAAA">'.repeat(40)}<p>${'text '.repeat(2000)}</p><script nonce="AAAA">x</script>AAAA`,
  );
  const slots: number[] = [];
  for (let at = template.indexOf('AAAA'); at !== -1; at = template.indexOf('AAAA', at + 4)) {
    slots.push(at);
  }

  it('inflates to the template as made', () => {
    const { gz } = gzipWithSlots(template, slots, 4);
    expect(gunzipSync(gz).equals(template)).toBe(true);
    expect(gz.length).toBeLessThan(template.length / 4);
  });

  it('inflates to the body with each new fill, CRC included (gunzip checks it)', () => {
    const { gz, slots: gzSlots } = gzipWithSlots(template, slots, 4);
    for (const fill of ['BBBB', 'x/+=']) {
      const copy = Buffer.from(gz);
      fillGzipSlots(copy, gzSlots, template, slots, Buffer.from(fill));
      expect(gunzipSync(copy).toString()).toBe(template.toString().replaceAll('AAAA', fill));
    }
  });

  it('handles slots at the very start and next to each other', () => {
    const body = Buffer.from('AAAAAAAAmiddleAAAA');
    const { gz, slots: gzSlots } = gzipWithSlots(body, [0, 4, 14], 4);
    fillGzipSlots(gz, gzSlots, body, [0, 4, 14], Buffer.from('1234'));
    expect(gunzipSync(gz).toString()).toBe('12341234middle1234');
  });
});
