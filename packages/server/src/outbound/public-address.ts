import ipaddr from 'ipaddr.js';

/** Whether the server may call out to this IP address: ordinary public unicast only, an IPv4-mapped IPv6 address judged as its IPv4. */
export const isPublicAddress = (address: string): boolean => ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
