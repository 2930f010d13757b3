/** The plain JSON shapes the database stores and sends. */
export type JsonPrimitive = string | number | boolean;
export type JsonValue = null | JsonPrimitive | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
