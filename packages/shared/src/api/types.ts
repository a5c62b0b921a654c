// Types of each operation's inputs and answer, read off the route table. Type-only: importing
// this module costs the web bundle nothing.

import type { z } from 'zod';
import type { Contract, NoContentResponse, TextResponse } from './contract';
import type { OperationId } from './operations';

type Entry<K extends OperationId> = Contract[K];
type Responses<K extends OperationId> = Entry<K>['responses'];

/** The success status of an operation (each has exactly one). */
export type SuccessStatus<K extends OperationId> = keyof Responses<K> & number;
type SuccessSpec<K extends OperationId> = Responses<K>[SuccessStatus<K>];

/** The answer's body as a client receives it. */
export type ResponseOf<K extends OperationId> =
  SuccessSpec<K> extends z.ZodType
    ? z.output<SuccessSpec<K>>
    : SuccessSpec<K> extends TextResponse
      ? string
      : void;

/** What a server handler may answer: the schema's input (the server parses it into the answer). */
export type HandlerResultOf<K extends OperationId> =
  SuccessSpec<K> extends z.ZodType
    ? z.input<SuccessSpec<K>>
    : SuccessSpec<K> extends TextResponse
      ? string | Uint8Array
      : SuccessSpec<K> extends NoContentResponse
        ? void
        : { redirect: string };

type Part<K extends OperationId, P extends 'params' | 'query' | 'body'> =
  Entry<K> extends {
    [key in P]: infer S extends z.ZodType;
  }
    ? S
    : undefined;

/** Path parameters, query and body as the server's handler receives them (parsed). */
export type ParamsOf<K extends OperationId> =
  Part<K, 'params'> extends z.ZodType ? z.output<Part<K, 'params'>> : undefined;
export type QueryOf<K extends OperationId> =
  Part<K, 'query'> extends z.ZodType ? z.output<Part<K, 'query'>> : undefined;
export type BodyOf<K extends OperationId> =
  Part<K, 'body'> extends z.ZodType ? z.output<Part<K, 'body'>> : undefined;

/** Path parameters, query and body as a client sends them. */
export type ParamsInput<K extends OperationId> =
  Part<K, 'params'> extends z.ZodType ? z.input<Part<K, 'params'>> : undefined;
export type QueryInput<K extends OperationId> =
  Part<K, 'query'> extends z.ZodType ? z.input<Part<K, 'query'>> : undefined;
export type BodyInput<K extends OperationId> =
  Entry<K> extends { bodyType: 'multipart/form-data' }
    ? FormData
    : Part<K, 'body'> extends z.ZodType
      ? z.input<Part<K, 'body'>>
      : undefined;

type Field<Name extends string, T> = [T] extends [undefined]
  ? { [key in Name]?: undefined }
  : { [key in Name]: T };

/** Everything a client call of an operation takes; parts the operation has none of are absent. */
export type RequestInput<K extends OperationId> = Field<'params', ParamsInput<K>> &
  Partial<Field<'query', QueryInput<K>>> &
  Field<'body', BodyInput<K>>;
