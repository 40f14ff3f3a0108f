// The text fields of a multipart form whose calls send no file (SPEC §7 names some such forms), checked by a
// zod schema like any JSON body: a body that is not multipart, or that carries a file, is a clean 400.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldMessage } from './error-handler.ts';
import { BadRequestError } from './errors.ts';

export const FORM_MESSAGES = {
  notMultipart: '请以 multipart/form-data 提交表单',
  noFiles: '该表单不接受文件',
} as const;

export async function formFields<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
): Promise<z.infer<T>> {
  if (!request.isMultipart()) throw new BadRequestError(FORM_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let sentFile = false;
  for await (const part of request.parts({ limits: { fields: 20, fieldSize: 10_000 } })) {
    if (part.type === 'file') {
      sentFile = true;
      part.file.resume(); // drained, so the rest of the form is still read and the request ends cleanly
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (sentFile) throw new BadRequestError(FORM_MESSAGES.noFiles);
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadRequestError(fieldMessage(issue?.path.join('.'), issue?.message));
  }
  return parsed.data;
}
