export { apiError, createStubApi, currentStub, noContent, notFound, ok, unauthorized } from './api-stub';
export type { ApiCall, ApiStub, ApiTable, Handler, Reply } from './api-stub';
export { fakeMatchMedia } from './match-media';
export { renderRouteWith, testQueryClient, TestProviders, Where } from './render';
export type { RenderRouteOptions } from './render';
