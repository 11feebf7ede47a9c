export { createGateway, gatewayRoutes, servicePorts, type GatewayDeps, type GatewayRoute } from './gateway.ts';
export { bootGateway, seedDemo, allMigrations, type Running } from './boot.ts';
export { appContentSecurityPolicy, headerPolicy } from './headers.ts';
