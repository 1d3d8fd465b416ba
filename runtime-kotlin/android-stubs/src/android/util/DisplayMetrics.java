package android.util;

/** Compile-only stand-in (see ../../../README.md): named by Resources' constructor. */
public class DisplayMetrics {
}
