export { createGateway, type GatewayDeps } from './gateway.ts';
export { bootGateway, seedDemo, allMigrations, type Running } from './boot.ts';
