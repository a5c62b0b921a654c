// The two structured-data libraries the page tests use ship no types: what the tests call.
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson?: object);
    validate(extracted: object): Promise<Array<{ issueMessage: string; severity: string }>>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): Record<string, unknown>;
  }
}
