'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import SiteLink from '@/components/ui/SiteLink';
import Button from '@/components/ui/Button';
import type { NavItem } from '@/content/navigation';
import styles from './index.module.scss';

type SiteNavProps = { items: NavItem[]; cta: { label: string; href: string } };

/**
 * Main navigation. Sub-menus are disclosure buttons (click, tap, Enter or Space); on a wide screen an
 * open one closes when focus or the mouse leaves it. Below the desktop breakpoint the whole list sits
 * behind the Menu button (its state in aria-expanded): open, it covers the whole screen under the header's
 * buttons, keeps Tab inside the navigation, the page behind does not scroll, and it closes on navigation. Escape, wherever focus is, closes what
 * is open and returns focus to its button.
 */
export default function SiteNav({ items, cta }: SiteNavProps) {
  const pathname = usePathname();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // Close everything once a navigation lands on a new page (adjusting state while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMobileOpen(false);
    setOpenMenu(null);
  }

  useEffect(() => {
    if (openMenu === null && !mobileOpen) return;
    function onPointerDown(event: globalThis.PointerEvent) {
      if (!navRef.current?.contains(event.target as Node)) {
        setOpenMenu(null);
        setMobileOpen(false);
      }
    }
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const trigger = mobileOpen
        ? toggleRef.current
        : navRef.current?.querySelector<HTMLButtonElement>(`[data-menu="${openMenu}"]`);
      setOpenMenu(null);
      setMobileOpen(false);
      trigger?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openMenu, mobileOpen]);

  // The open mobile menu keeps Tab inside the navigation: past its last control focus wraps to the toggle.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Tab' || !mobileOpen) return;
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (stop) => !stop.closest('[hidden]'),
    );
    const [first, last] = event.shiftKey ? [stops.at(-1), stops[0]] : [stops[0], stops.at(-1)];
    if (document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  // On a wide screen an open sub-menu floats over the page: it closes once focus or the mouse leaves it.
  function onMenuBlur(event: FocusEvent<HTMLLIElement>) {
    if (!mobileOpen && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpenMenu(null);
  }
  function onMenuPointerLeave(event: PointerEvent<HTMLLIElement>) {
    if (!mobileOpen && event.pointerType === 'mouse') setOpenMenu(null);
  }

  // Clicking the link of the page already shown does not change the path; close anyway.
  const closeAll = () => {
    setOpenMenu(null);
    setMobileOpen(false);
  };

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Main" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={mobileOpen}
        aria-controls={listId}
        onClick={() => setMobileOpen((open) => !open)}
      >
        <span className={styles.toggleIcon} aria-hidden="true" data-open={mobileOpen || undefined} />
        <span className={styles.toggleLabel}>Menu</span>
      </button>
      <div className={styles.panel} id={listId} data-open={mobileOpen || undefined}>
        <ul className={styles.list}>
          {items.map((item) => {
            const menuId = `${listId}-${item.label}`;
            const isOpen = openMenu === item.label;
            const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
            if (!item.groups) {
              return (
                <li key={item.label} className={styles.item}>
                  <SiteLink
                    href={item.href}
                    className={styles.topLink}
                    aria-current={pathname === item.href ? 'page' : undefined}
                    data-section={current || undefined}
                    onClick={closeAll}
                  >
                    {item.label}
                  </SiteLink>
                </li>
              );
            }
            return (
              <li
                key={item.label}
                className={styles.item}
                onBlur={isOpen ? onMenuBlur : undefined}
                onPointerLeave={isOpen ? onMenuPointerLeave : undefined}
              >
                <button
                  type="button"
                  className={styles.trigger}
                  aria-expanded={isOpen}
                  aria-controls={menuId}
                  data-menu={item.label}
                  data-section={current || undefined}
                  onClick={() => setOpenMenu(isOpen ? null : item.label)}
                >
                  {item.label}
                  <svg className={styles.chevron} viewBox="0 0 12 8" aria-hidden="true" focusable="false">
                    <path d="M1 1.5 6 6.5 11 1.5" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
                <div
                  id={menuId}
                  className={styles.menu}
                  hidden={!isOpen}
                  data-wide={item.groups.length > 1 || undefined}
                >
                  {item.groups.map((group) => (
                    <div key={group.label} className={styles.group}>
                      {group.href ? (
                        <SiteLink href={group.href} className={styles.groupTitle} onClick={closeAll}>
                          {group.label}
                        </SiteLink>
                      ) : (
                        item.groups!.length > 1 && <p className={styles.groupTitle}>{group.label}</p>
                      )}
                      <ul className={styles.groupLinks}>
                        {group.links.map((link) => (
                          <li key={link.href}>
                            <SiteLink
                              href={link.href}
                              className={styles.menuLink}
                              aria-current={pathname === link.href ? 'page' : undefined}
                              onClick={closeAll}
                            >
                              {link.label}
                            </SiteLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                  {!item.groups.some((group) => group.links.some((link) => link.href === item.href)) && (
                    <SiteLink href={item.href} className={styles.overview} onClick={closeAll}>
                      All {item.label.toLowerCase()}
                    </SiteLink>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <Button link={cta.href} text={cta.label} className={styles.cta} onClick={closeAll} />
      </div>
    </nav>
  );
}
