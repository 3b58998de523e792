import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/** An answer that breaks its route's response schema: a defect of the server, never sent. */
export class AnswerBreaksContract extends Error {
  constructor(url: string, issues: z.core.$ZodIssue[]) {
    super(`${url}: the answer breaks its response schema: ${z.prettifyError({ issues } as z.ZodError)}`);
  }
}

/**
 * Fastify's serializer for routes with a response schema (the contract's zod): JSON.stringify, and
 * with `check` (tests, development) the JSON as the client will read it is checked first, so a
 * renamed or missing field fails the test that made the request instead of reaching a user.
 */
export function answerSerializer(check: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, url }) => {
    if (!check || !(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
    return (data) => {
      const json = JSON.stringify(data);
      const result = schema.safeParse(JSON.parse(json));
      if (!result.success) throw new AnswerBreaksContract(url, result.error.issues);
      return json;
    };
  };
}
