/** The API's version (the health check, the OpenAPI document, Open Food Facts' User-Agent). */
export const APP_VERSION = '0.1.0';
