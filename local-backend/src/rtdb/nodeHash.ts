import { createHash } from 'node:crypto';
import { compareKeys } from './keyOrder';
import { isJsonObject, type JsonValue } from './jsonValue';

/**
 * The hash the SDK attaches to a transaction's compare-and-set put (core/snap LeafNode.hash and
 * ChildrenNode.hash): sha1, base64, of "type:value" for a leaf and ":key:childHash" for every non-empty child
 * in key order; '' for an empty node. Stored data carries no priorities, so no "priority:" prefix appears.
 */
export function hashOfValue(value: JsonValue): string {
  if (value === null) return '';
  if (isJsonObject(value)) {
    let text = '';
    for (const key of Object.keys(value).sort(compareKeys)) {
      const childHash = hashOfValue(value[key] ?? null);
      if (childHash !== '') text += `:${key}:${childHash}`;
    }
    return text === '' ? '' : sha1Base64(text);
  }
  const type = typeof value;
  const text =
    type === 'number'
      ? `number:${numberAsIeee754Hex(value as number)}`
      : `${type}:${String(value)}`;
  return sha1Base64(text);
}

function sha1Base64(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('base64');
}

/**
 * The SDK's own double-to-hex conversion (core/util/util.ts doubleToIEEE754String), reproduced step by step so
 * the hash agrees with the client's even where its logarithm-based exponent differs from the exact encoding.
 */
export function numberAsIeee754Hex(input: number): string {
  const exponentBits = 11;
  const fractionBits = 52;
  const bias = (1 << (exponentBits - 1)) - 1;
  let value = input;
  let sign: boolean;
  let exponent: number;
  let fraction: number;
  if (value === 0) {
    exponent = 0;
    fraction = 0;
    sign = 1 / value === -Infinity;
  } else {
    sign = value < 0;
    value = Math.abs(value);
    if (value >= Math.pow(2, 1 - bias)) {
      const log = Math.min(Math.floor(Math.log(value) / Math.LN2), bias);
      exponent = log + bias;
      fraction = Math.round(value * Math.pow(2, fractionBits - log) - Math.pow(2, fractionBits));
    } else {
      exponent = 0;
      fraction = Math.round(value / Math.pow(2, 1 - bias - fractionBits));
    }
  }
  const bits: number[] = [];
  for (let i = fractionBits; i; i -= 1) {
    bits.push(fraction % 2 ? 1 : 0);
    fraction = Math.floor(fraction / 2);
  }
  for (let i = exponentBits; i; i -= 1) {
    bits.push(exponent % 2 ? 1 : 0);
    exponent = Math.floor(exponent / 2);
  }
  bits.push(sign ? 1 : 0);
  bits.reverse();
  const bitString = bits.join('');
  let hex = '';
  for (let i = 0; i < 64; i += 8) {
    hex += parseInt(bitString.substr(i, 8), 2).toString(16).padStart(2, '0');
  }
  return hex.toLowerCase();
}
